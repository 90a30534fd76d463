"""claims.html in a real headless browser (Debian's chromium via selenium + chromedriver).

On the demo corpus and on a 2,000-abstract sample of the bulk corpus: the page loads without
errors or network requests, opens on the summary and the leaderboards, a filter narrows a table,
headers sort, pages turn, and a paper opened from a table shows its marked claims, whose cards
open by click and by keyboard. Skipped where selenium or chromedriver is missing; CI installs both.
"""

from __future__ import annotations

import json
import shutil
from itertools import islice
from pathlib import Path

import pytest
from benchclaims.pipeline import extract_documents
from benchclaims.readers import read_documents
from benchclaims.report import write_report

webdriver = pytest.importorskip("selenium.webdriver")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(DRIVER is None, reason="chromedriver is not installed")
ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "extract" / "data" / "demo" / "abstracts.jsonl"
BULK = ROOT.parent / "shared" / "corpus" / "bulk" / "arxiv-abstracts.jsonl"
SAMPLE = 2000


def _driver():
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1400,1000",
    ):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def _open(path: Path, out: Path, limit: int | None):
    documents = list(islice(read_documents(path), limit))
    claims = [claim for _, found in extract_documents(documents) for claim in found]
    write_report(documents, claims, out)
    driver = _driver()
    driver.get((out / "claims.html").as_uri())
    return driver, claims


@pytest.fixture(scope="module", params=["demo", "bulk sample"])
def page(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    if request.param == "bulk sample" and not BULK.is_file():
        pytest.skip(f"{BULK} is absent")
    source, limit = (DEMO, None) if request.param == "demo" else (BULK, SAMPLE)
    driver, claims = _open(source, tmp_path_factory.mktemp("html"), limit)
    yield driver, claims
    driver.quit()


def _css(driver, selector: str):
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def _click(driver, element) -> None:
    """Click an element once it is scrolled to the middle of the window (clear of the sticky headers)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    element.click()


def test_page_loads_without_errors_or_network(page) -> None:
    driver, _ = page
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == []
    messages = [json.loads(entry["message"])["message"] for entry in driver.get_log("performance")]
    urls = [m["params"]["request"]["url"] for m in messages if m["method"] == "Network.requestWillBeSent"]
    assert urls and all(url.startswith(("file://", "data:")) for url in urls), urls


def test_summary_and_leaderboards_come_first(page) -> None:
    driver, _ = page
    summary, toc, boards = (_css(driver, s)[0] for s in ("#summary", "nav.toc", "#leaderboards"))
    assert summary.location["y"] < toc.location["y"] < boards.location["y"] < 1000
    assert len(_css(driver, "nav.toc a")) == len(_css(driver, "main section"))
    assert len(_css(driver, ".legend span")) == 4


def test_tables_paginate_and_filter(page) -> None:
    driver, claims = page
    rows = _css(driver, "table[data-table=claims] tbody tr")
    assert len(rows) == min(25, len(claims))
    status = _css(driver, "#table-claims .status")[0]
    assert status.text.endswith(f"of {len(claims)} (page 1 of {max(1, -(-len(claims) // 25))})")
    wanted = next(c for c in claims if c.kind == "speedup")
    box = _css(driver, "input[data-table=claims]")[0]
    box.send_keys(wanted.doc_id)
    shown = _css(driver, "table[data-table=claims] tbody tr")
    expected = sum(1 for c in claims if wanted.doc_id in c.doc_id)
    assert 0 < len(shown) <= 25 and status.text.endswith(f"of {expected} (page 1 of {-(-expected // 25)})")
    assert all(wanted.doc_id in row.text for row in shown)
    box.clear()
    box.send_keys("\b")


def test_headers_sort(page) -> None:
    driver, _ = page
    header = _css(driver, "#table-systems th button")
    names = [h.text for h in header]
    column = names.index("n_claims")
    _click(driver, header[column])  # numbers sort highest first
    values = [int(r.find_elements("css selector", "td")[column].text) for r in _css(driver, "#table-systems tbody tr")]
    assert values == sorted(values, reverse=True) and values[0] > 0
    assert _css(driver, "#table-systems th")[column].get_attribute("aria-sort") == "descending"


def test_a_paper_opens_and_its_card_shows_by_click_and_by_keyboard(page) -> None:
    from selenium.webdriver.common.keys import Keys

    driver, claims = page
    opener = _css(driver, "#table-leaderboard button.open") or _css(driver, "#table-systems button.open")
    _click(driver, opener[0])
    panel = _css(driver, "#paper")[0]
    assert panel.is_displayed()
    doc_id = opener[0].get_attribute("data-doc")
    marks = _css(driver, "#paper mark")
    assert 0 < len(marks) <= sum(c.doc_id == doc_id for c in claims)
    assert {m.get_attribute("class") for m in marks} <= {
        f"k-{k}" for k in ("speedup", "percent_change", "absolute", "hardware")
    }
    _click(driver, marks[0])
    card = _css(driver, "#card .card")[0]
    assert card.is_displayed() and card.get_attribute("data-kind") in marks[0].get_attribute("class")
    assert "kind" in card.text and "rules that fired" in card.text and "null" not in card.text
    marks[-1].send_keys(Keys.ENTER)  # keyboard: the mark is focusable and opens its card
    assert _css(driver, "#card .card")[0].get_attribute("data-kind") in marks[-1].get_attribute("class")
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert not panel.is_displayed()
