"""claims.html in a real headless browser (Debian's chromium via selenium + chromedriver).

Skipped where selenium or chromedriver is missing; CI needs both (``apt-get install chromium
chromium-driver`` and ``pip install selenium``).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from benchclaims.pipeline import extract_documents
from benchclaims.report import write_report
from benchclaims.schemas import Document

webdriver = pytest.importorskip("selenium.webdriver")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(DRIVER is None, reason="chromedriver is not installed")
DEMO = Path(__file__).parent.parent / "extract" / "data" / "demo" / "abstracts.jsonl"


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory):
    lines = DEMO.read_text(encoding="utf-8").splitlines()
    documents = [Document.model_validate_json(line) for line in lines if line.strip()]
    claims = [claim for _, found in extract_documents(documents) for claim in found]
    out = tmp_path_factory.mktemp("html")
    write_report(documents, claims, out)
    options = webdriver.ChromeOptions()
    flags = (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1400,1000",
    )
    for flag in flags:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    from selenium.webdriver.chrome.service import Service

    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.get((out / "claims.html").as_uri())
    yield driver, claims
    driver.quit()


def test_page_loads_without_errors_or_network(page) -> None:
    driver, _ = page
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == []
    messages = [json.loads(entry["message"])["message"] for entry in driver.get_log("performance")]
    urls = [m["params"]["request"]["url"] for m in messages if m["method"] == "Network.requestWillBeSent"]
    assert urls and all(url.startswith(("file://", "data:")) for url in urls), urls


def test_every_claim_is_highlighted_and_shows_its_record(page) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    driver, claims = page
    marks = driver.find_elements(By.CSS_SELECTOR, "mark[data-claim]")
    assert len(marks) == len(claims)
    colors = {mark.value_of_css_property("background-color") for mark in marks}
    assert "rgba(0, 0, 0, 0)" not in colors
    panel = driver.find_element(By.ID, "record")
    assert not panel.is_displayed()
    for mark in (marks[0], marks[-1]):
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", mark)
        ActionChains(driver).move_to_element(mark).perform()
        record = json.loads(panel.text)
        assert panel.is_displayed() and record["text"].split() == mark.text.split()
    ActionChains(driver).move_to_element(driver.find_element(By.TAG_NAME, "h1")).perform()
    assert not panel.is_displayed()  # hover alone does not leave the record open
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", marks[1])
    marks[1].click()
    ActionChains(driver).move_to_element(driver.find_element(By.TAG_NAME, "h1")).perform()
    assert panel.is_displayed()  # a click pins it
    assert json.loads(panel.text)["text"].split() == marks[1].text.split()
