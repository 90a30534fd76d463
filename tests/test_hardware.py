"""Hardware records: the catalog's families, every way a count is written, and what is no hardware.

All sentences are written for these tests about fictional systems (Quillon, Marrow, Tessel, …).
"""

from __future__ import annotations

import pytest
from benchclaims import extract_claims
from benchclaims.rules.hardware import named_hardware
from benchclaims.rules.scan import Scan


def _hardware(text: str) -> list[tuple[str | None, int | None]]:
    return [(c.accelerator, c.count) for c in extract_claims(text) if c.kind == "hardware"]


FAMILIES = {
    "NVIDIA data center": [
        ("Quillon trains on NVIDIA T4 GPUs.", [("T4", None)]),
        ("Marrow serves requests on L4 GPUs.", [("L4", None)]),
        ("Tessel was profiled on L40S and L40 GPUs.", [("L40S", None), ("L40", None)]),
        ("We compare A10, A30 and A40 GPUs.", [("A10", None), ("A30", None), ("A40", None)]),
        ("Runs on NVIDIA A800 GPUs.", [("A800", None)]),
        ("Runs on a GH200 Grace Hopper node.", [("GH200", None)]),
        ("Deployed on GB200 and GB300 racks.", [("GB200", None), ("GB300", None)]),
        ("Measured on B100, B200 and B300 GPUs.", [("B100", None), ("B200", None), ("B300", None)]),
        ("Quillon runs on the NVIDIA Tesla V100 GPU.", [("V100", None)]),
        ("It fits on an H100 SXM5 80GB GPU.", [("H100", 1)]),
    ],
    "NVIDIA Jetson": [
        ("Marrow runs on an NVIDIA Jetson AGX Orin.", [("Jetson AGX Orin", 1)]),
        ("It runs on a Jetson Orin NX (8GB) module.", [("Jetson Orin NX", 1)]),
        ("We used a Jetson Xavier NX board.", [("Jetson Xavier NX", 1)]),
        ("Tessel beats the NVIDIA Jetson Orin Nano; the Jetson draws 7 W.", [("Jetson Orin Nano", None)] * 2),
    ],
    "NVIDIA GeForce, RTX and Quadro": [
        ("Quillon runs on RTX 4090 and RTX 3080 Ti GPUs.", [("RTX 4090", None), ("RTX 3080 Ti", None)]),
        ("We use an RTX 4070 SUPER.", [("RTX 4070 SUPER", 1)]),
        ("We train on four GeForce RTX 2080Ti cards.", [("RTX 2080 Ti", 4)]),
        ("It runs on seven 2080Ti GPUs.", [("RTX 2080 Ti", 7)]),
        ("It runs on a GTX 1080Ti.", [("GTX 1080 Ti", 1)]),
        ("It runs on an RTX A4500 and an RTX A6000.", [("RTX A4500", 1), ("RTX A6000", 1)]),
        ("It was measured on the RTX PRO 6000 Blackwell Server Edition.", [("RTX PRO 6000", None)]),
        ("It renders on a Quadro P5000.", [("Quadro P5000", 1)]),
        ("It runs on NVIDIA Ada 2000 (16GB) and RTX 4000 Ada cards.", [("RTX 2000 Ada", None), ("RTX 4000 Ada", None)]),
        ("It trains on an 8-GPU 6000 Ada system.", [("RTX 6000 Ada", 8)]),
        ("It runs on a single NVIDIA Quadro RTX 6000 GPU.", [("Quadro RTX 6000", 1)]),
    ],
    "NVIDIA architectures": [
        ("It targets NVIDIA Volta and Ampere GPUs.", [("Volta", None), ("Ampere", None)]),
        ("Tessel exploits Hopper GPUs.", [("Hopper", None)]),
        ("Kernels for Ada Lovelace GPUs.", [("Ada Lovelace", None)]),
        ("Quillon is fast on NVIDIA Blackwell GB200 systems.", [("GB200", None)]),
        ("On Blackwell GPUs it is fast.", [("Blackwell", None)]),
    ],
    "AMD": [
        ("Marrow runs on MI50, MI100 and MI210 GPUs.", [("MI50", None), ("MI100", None), ("MI210", None)]),
        ("On AMD Instinct MI250X and MI300A.", [("MI250X", None), ("MI300A", None)]),
        ("On 8 MI325X and 8 MI355X GPUs.", [("MI325X", 8), ("MI355X", 8)]),
        ("It runs on an AMD Radeon RX 7900 XTX.", [("Radeon RX 7900 XTX", 1)]),
    ],
    "Google TPU": [
        ("Quillon trains on TPUv4 and TPU v5e slices.", [("TPUv4", None), ("TPUv5e", None)]),
        ("It runs on TPU-v5p pods.", [("TPUv5p", None)]),
        ("We use v6e chips on Google Cloud.", [("TPUv6e", None)]),
        ("It runs on a Cloud TPU v4-32 slice.", [("TPUv4", None)]),
        ("Quillon serves on Trillium and Ironwood TPUs.", [("Trillium", None), ("Ironwood", None)]),
        ("It runs on 1,024 TPUv3 cores.", [("TPUv3", 1024)]),
        ("It runs on v4 TPUs.", [("TPUv4", None)]),
    ],
    "Huawei Ascend": [
        ("Marrow runs on Ascend 910A and Ascend 910B3 NPUs.", [("Ascend 910A", None), ("Ascend 910B", None)]),
        ("Tessel uses a 256-card Ascend 910B cluster.", [("Ascend 910B", 256)]),
        ("It runs on Ascend 910C and Ascend 310 chips.", [("Ascend 910C", None), ("Ascend 310", None)]),
        ("It runs on a single Ascend 950PR.", [("Ascend 950PR", 1)]),
        ("It is tuned for Huawei Ascend NPUs.", [("Ascend", None)]),
    ],
    "Intel": [
        (
            "It runs on Intel Gaudi, Gaudi2 and Gaudi3 accelerators.",
            [("Gaudi", None), ("Gaudi2", None), ("Gaudi3", None)],
        ),
        ("It runs on the Intel Data Center GPU Max 1550.", [("Max 1550", None)]),
        ("It runs on an Intel Arc B580.", [("Arc B580", 1)]),
        ("It is compiled for the Intel AI Boost NPU.", [("AI Boost", None)]),
    ],
    "AWS, Cerebras, Graphcore, SambaNova, Groq, Qualcomm, Cambricon": [
        ("It runs on AWS Trainium2 and Inferentia2 chips.", [("Trainium2", None), ("Inferentia2", None)]),
        ("It runs on Trainium and Inferentia.", [("Trainium", None), ("Inferentia", None)]),
        ("It runs on a Cerebras CS-2 with the WSE-2.", [("CS-2", 1), ("WSE-2", None)]),
        ("We train on a Cerebras CS-3.", [("CS-3", 1)]),
        ("It runs on 16 Graphcore GC200 IPUs.", [("GC200", 16)]),
        ("It runs on the SambaNova SN40L RDU.", [("SN40L", None)]),
        ("It is served by the Groq LPU.", [("LPU", None)]),
        ("It runs on a Qualcomm Cloud AI 100 Ultra card.", [("Cloud AI 100 Ultra", 1)]),
        ("It runs on a Hailo-8L and a Hailo-10H NPU.", [("Hailo-8L", 1), ("Hailo-10H", 1)]),
        ("It is co-designed with Meta's MTIA 300 accelerator.", [("MTIA 300", None)]),
        ("It runs on 4 Cambricon MLU370 cards.", [("MLU370", 4)]),
    ],
    "Apple": [
        ("Tessel runs on an Apple M2 Max.", [("M2 Max", 1)]),
        ("On Apple silicon it runs on the M1 and the M4-Pro.", [("M1", None), ("M4 Pro", None)]),
        ("It offloads GEMM to the Apple Neural Engine (ANE); the ANE saves power.", [("ANE", None)] * 2),
    ],
    "FPGA": [
        ("Implemented on a Xilinx Zynq-7020.", [("Zynq-7020", 1)]),
        ("Deployed on Alveo U250 and Alveo U280 boards.", [("Alveo U250", None), ("Alveo U280", None)]),
        ("Prototyped on an AMD VCK190.", [("VCK190", 1)]),
        ("Implemented on a Xilinx Zynq UltraScale Plus ZCU104.", [("ZCU104", 1)]),
        ("Mapped onto an AMD Versal VCK190 board.", [("VCK190", 1)]),
        ("It runs on 4 FPGAs.", [("FPGA", 4)]),
        ("It meets timing on an Zynq-7000 FPGA.", [("Zynq-7000", 1)]),
        ("It fits on a Xilinx Artix-7 FPGA.", [("Artix-7", 1)]),
        ("Quillon was validated on a PYNQ-Z2 board.", [("PYNQ-Z2", 1)]),
        ("Marrow runs on the Kria KV260 and an Ultra96-V2.", [("Kria KV260", None), ("Ultra96", 1)]),
        ("Quillon runs on an AMD V80 FPGA and two U55c cards.", [("Alveo V80", 1), ("Alveo U55C", 2)]),
        ("Marrow was prototyped on a Xilinx ZC706 and a VC707 board.", [("ZC706", 1), ("VC707", 1)]),
        ("It fits on the Zynq XC7Z020 FPGA and a ZU19EG part.", [("Zynq-7020", None), ("Zynq UltraScale+", 1)]),
    ],
    "counts and lines (round 18, review r39 family 8)": [
        ("Quillon schedules jobs on 186 otherwise idle GPUs.", [("GPU", 186)]),
        ("Marrow runs on a cost-effective AMD Kintex UltraScale+ FPGA.", [("Kintex UltraScale+", 1)]),
    ],
    "a bracket after a model names its family (round 20, review r45 family 11)": [
        ("Tessel is profiled on an NVIDIA GB10 (Grace Blackwell).", [("GB10", 1)]),
        ("It ports kernels to NVIDIA Blackwell (B200) GPUs.", [("Blackwell", None), ("B200", None)]),
    ],
    "ambiguous names in a list": [  # round 18 (review r38 family 9): one anchored name anchors the whole list
        ("Tessel's T4, L4, and A100 runs differ.", [("T4", None), ("L4", None), ("A100", None)]),
    ],
    "neuromorphic chips": [
        ("Tessel maps spiking layers onto Intel's Loihi 2.", [("Loihi 2", None)]),
        (
            "We compare BrainChip AKD1000, SynSense Speck and IBM TrueNorth.",
            [("AKD1000", None), ("Speck", None), ("TrueNorth", None)],
        ),
        ("Marrow scales to 48 SpiNNaker2 chips.", [("SpiNNaker2", 48)]),
    ],
}


@pytest.mark.parametrize(
    ("text", "expected"), [case for cases in FAMILIES.values() for case in cases], ids=lambda v: str(v)[:40]
)
def test_families(text: str, expected: list[tuple[str, int | None]]) -> None:
    assert _hardware(text) == expected


COUNTS = {
    "numerals and multiplication signs": [
        ("It runs on 8xA100 nodes.", ("A100", 8, None)),
        ("It runs on 8 x H100 GPUs.", ("H100", 8, None)),
        ("It runs on 2×H100.", ("H100", 2, None)),
        ("A reference workload (8*A100, 100h) is priced.", ("A100", 8, None)),  # silver diag3: `(8*A100, 100h)`
        ("It runs on 6,144 GPUs.", ("GPU", 6144, None)),
        ("It is trained on 1172 GPUs.", ("GPU", 1172, None)),
    ],
    "hyphens and nouns between": [
        ("It uses a 128-A40 cluster.", ("A40", 128, None)),
        ("It uses a 16-NVIDIA-V100 cluster.", ("V100", 16, None)),
        ("It runs on a 16-H800 GPU testbed.", ("H800", 16, None)),
        ("It runs on an eight-GPU AMD Instinct MI300X node.", ("MI300X", 8, None)),
        ("It runs on an eight-GPU AMD server.", ("GPU", 8, None)),
        ("It runs on a single 4-GPU node.", ("GPU", 4, None)),
        ("It trains on a 256-GPU cluster.", ("GPU", 256, None)),
    ],
    "words and articles": [
        ("It runs on five heterogeneous GPUs.", ("GPU", 5, None)),
        ("Eight A100 GPUs hold the index.", ("A100", 8, None)),
        ("It fits on a single GPU.", ("GPU", 1, None)),
        ("It fits on an NVIDIA H100.", ("H100", 1, None)),
        ("It fits on a single A100.", ("A100", 1, None)),
        ("It trains on dual NVIDIA Tesla T4 GPUs.", ("T4", 2, None)),
        ("It runs on a laptop NVIDIA RTX 4050 GPU.", ("RTX 4050", 1, None)),
        ("It beats a high-performance NVIDIA A6000 GPU.", ("RTX A6000", 1, None)),  # silver diag3
        ("It runs on an Intel Arc Pro B70.", ("Arc Pro B70", 1, None)),  # silver diag
        ("It runs on a Xilinx Virtex-Ultrascale+ FPGA.", ("Virtex UltraScale+", 1, None)),  # silver diag3
        ("It runs on an Artix 7 FPGA.", ("Artix-7", 1, None)),  # silver diag3: not `7 FPGA`
        ("It was deployed on nearly one thousand GPUs.", ("GPU", 1000, "approx")),
        ("It runs at 40 tokens/s on a single T4-class GPU.", ("T4", 1, None)),
    ],
    "ranges and qualifiers": [
        ("It scales from 64 to 512 Cloud TPUv4 chips.", ("TPUv4", 512, "up_to")),
        ("It scales to over 1K GPUs.", ("GPU", 1000, "at_least")),
        ("It scales to 10,000+ GPUs.", ("GPU", 10000, "at_least")),
        ("It scales to more than 10,000 GPUs.", ("GPU", 10000, "at_least")),
        ("It scales to up to 64 H100 GPUs.", ("H100", 64, "up_to")),
        ("It runs on 8-64 GPUs.", ("GPU", 64, "up_to")),
    ],
}


@pytest.mark.parametrize(
    ("text", "expected"), [case for cases in COUNTS.values() for case in cases], ids=lambda v: str(v)[:40]
)
def test_count_forms(text: str, expected: tuple[str, int, str | None]) -> None:
    got = [(c.accelerator, c.count, c.qualifier) for c in extract_claims(text) if c.kind == "hardware"]
    assert got == [expected]


NOT_HARDWARE = {
    "a count of something else": [
        "It removes three GPU performance bottlenecks.",
        "We study four GPU and model pairs.",
        "It runs on eight 4U servers.",
        "It uses a 3-node cluster.",
        "We profile five GPU classes.",
        "It needs 5.3 GPU-hours and 1,000 GPU days.",
    ],
    "vague amounts": ["It was trained on thousands of GPUs.", "It scales to tens of thousands of GPUs."],
    "a generic device without count or model": ["It runs on GPUs and TPUs.", "It is a GPU kernel."],
    "a count of the container, not of devices": [
        "A single homogeneous GPU system cannot serve it.",
        "It runs on a single GPU server.",
        "It was tested on three GPU platforms.",
        "It is deployed on eight GPU nodes.",
    ],
    "a setting named by an adjective": [
        "It matches the single-GPU throughput of Marrow.",
        "Prior single-GPU studies differ.",
    ],
    "ambiguous names without context": [
        "It was ported to two Blackwell platforms.",
        "Hopper and Turing were pioneers of computing.",
        "The M4 motorway and the T4 template are unrelated.",
        "Its Ascend interconnect topology is used.",
        "Speck after speck of dust blurs the lens.",
    ],
}


@pytest.mark.parametrize("text", [case for cases in NOT_HARDWARE.values() for case in cases], ids=lambda v: str(v)[:40])
def test_no_hardware(text: str) -> None:
    assert _hardware(text) == []


def test_model_numbers_and_memory_sizes_are_no_counts() -> None:
    assert _hardware("It runs on the RTX Pro 6000 Blackwell.") == [("RTX PRO 6000", None)]
    assert _hardware("It runs on a Jetson Orin NX (8GB).") == [("Jetson Orin NX", 1)]
    assert [c.kind for c in extract_claims("It runs on a Jetson Orin NX (8GB).")] == ["hardware"]


def test_a_count_of_containers_is_no_count_of_devices() -> None:
    assert _hardware("It runs on an A100 cluster.") == [("A100", None)]
    assert _hardware("It runs on a cluster of 64 Cerebras CS-3 systems.") == [("CS-3", 64)]
    assert _hardware("It runs on two 8-GPU nodes.") == [("GPU", 8)]


def test_device_time_is_no_count_of_devices() -> None:
    """Round 17 (review r35 family 10): `125K A800 GPU hours` counts device time, not devices."""
    assert _hardware("The model was trained with 125K A800 GPU hours.") == [("A800", None)]
    assert _hardware("It trains in 40 B200 GPU-hours on 8 B200 GPUs.") == [("B200", None), ("B200", 8)]


def test_records_carry_vendor_device_and_unit() -> None:
    got = [
        (c.vendor, c.device, c.unit)
        for c in extract_claims("It runs on 16 Graphcore GC200 IPUs and 8 Ascend 910B NPUs.")
    ]
    assert got == [("Graphcore", "IPU", "IPU"), ("Huawei", "NPU", "NPU")]
    assert [c.vendor for c in extract_claims("It runs on Tesla V100 and AMD Alveo U250 cards.")] == ["NVIDIA", "Xilinx"]
    (generic,) = extract_claims("It runs on 64 NVIDIA GPUs.")
    assert (generic.accelerator, generic.vendor, generic.device, generic.count) == ("GPU", "NVIDIA", "GPU", 64)


def test_a_core_count_is_no_device_count() -> None:
    assert _hardware("It was measured on a 14-core Apple M4 Pro.") == [("M4 Pro", None)]


COMPARISON = "Tessel saves 9x energy over an NVIDIA H100 GPU."


def test_over_an_accelerator_is_a_comparison_for_the_detector() -> None:
    (mention,) = named_hardware(Scan.of(COMPARISON))
    assert (mention.accelerator, mention.count, mention.qualifier) == ("H100", 1, None)


def test_over_an_accelerator_is_a_comparison() -> None:
    got = [(c.count, c.qualifier) for c in extract_claims(COMPARISON) if c.kind == "hardware"]
    assert got == [(1, None)]
