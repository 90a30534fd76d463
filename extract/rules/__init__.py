"""The rules of extraction: detection, then the fields of each mention, slot by slot.

- **detect** (``detect.py``): the ordered ``DETECTORS`` registry finds the mentions of a
  sentence (numbers with their units, hardware) on a ``Scan`` of the text (``scan.py``,
  building blocks in ``patterns.py``); an earlier detector wins an overlap. A mention is a
  ``Mention`` (``model.py``) in a ``Sentence`` with the windows of text around it (``context.py``).
- **slots** (``stages.py`` gives their order): keep → kind → qualifier → metric → aggregate →
  polarity → direction → comparison (baselines, subject, percent_of) → condition. Each slot is
  an ordered tuple of named rules that read a read-only view of the mention and return a value;
  ``engine.py`` runs them (first value wins), is the only writer of a mention and records each
  decision as ``slot:rule`` in ``Claim.rules``. ``spread.py`` is the one place that copies values
  between mentions (lists, "respectively", carried baselines, figure owners).
- **system** (``system.py``): the system a paper proposes, from its title or abstract.

``benchclaims.assemble`` runs them over the sentences of a document and turns each mention
into a ``Claim``.
"""
