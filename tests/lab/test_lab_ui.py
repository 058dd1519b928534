"""The lab's charts, report and variant widget (ui layer)."""

import pytest

from tabletop_nb.lab import compare, sweep
from tabletop_nb.ui.lab_charts import band_figure, length_figure, report_html, sweep_figure, variants_figure
from tabletop_nb.ui.lab_widget import VariantLab

from .fake_game import CoinGame


@pytest.fixture(scope="module")
def res():
    return compare(CoinGame, {"fair": None, "biased": {"bias": 80}}, 60, tracks=True, metrics=["roll"], progress=False)


def test_variants_figure_has_intervals(res):
    f = variants_figure(res, "wins")
    assert len(f.data) == 2 and f.data[0].error_y.array is not None
    w = res.win_rates()
    first = w[(w["variant"] == "fair") & (w["seat"] == "first")].iloc[0]
    assert f.data[0].y[0] == pytest.approx(100 * first["rate"])
    assert f.data[0].error_y.array[0] == pytest.approx(100 * (first["high"] - first["rate"]))
    assert len(variants_figure(res, "roll").data) == 2


def test_band_length_sweep(res):
    b = band_figure(res, "score")
    assert len(b.data) == 10  # 5 traces per variant: min, max, q1, q3, median
    with pytest.raises(KeyError, match="not recorded"):
        band_figure(res, "nope")
    assert len(length_figure(res).data) == 2
    s = sweep(CoinGame, "bias", [10, 50, 90], 40, progress=False)
    f = sweep_figure(s, "first")
    assert list(f.data[2].x) == [10, 50, 90] and f.data[2].y[0] < f.data[2].y[2]
    with pytest.raises(ValueError):
        sweep_figure(res)


def test_report_is_standalone(res):
    page = report_html(res)
    assert page.count("Plotly.newPlot") >= 4 and "<script src=" not in page


def test_variant_lab_widget():
    lab = VariantLab(CoinGame, n=30)
    assert set(lab.controls) == {"bias"}  # the text rule is left to code
    assert "unchanged" in lab.diff.value
    lab.set(bias=90)
    assert "bias" in lab.diff.value and "90" in lab.diff.value
    r = lab.run(wait=True)
    assert r is lab.result and len(r.games) == 60 and lab.progress.value == 60
    assert "higher" in lab.out.value and "bias: 50" in lab.out.value
    lab.reset()
    assert lab.rules() == CoinGame.Rules()
    assert repr(lab) == "VariantLab('lab_coin', changed=[])"
