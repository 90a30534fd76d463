"""The rules of extraction: detection, then the fields of each mention, slot by slot.

- **detect** (``detect.py``): the ordered ``DETECTORS`` registry finds the mentions of a
  sentence (numbers with their units, hardware) on a ``Scan`` of the text (``scan.py``,
  building blocks in ``patterns.py``); an earlier detector wins an overlap. A mention is a
  ``Mention`` (``model.py``) in a ``Sentence`` with the windows of text around it (``context.py``).
- **filters** (``filters.py``): drop the mentions that are not claims (thresholds, settings, sizes).
- **slots**, in dependency order, each field decided by named rules that read the mention and
  its windows: kind (relative or level), qualifier, aggregate, metric, polarity and direction
  (``meaning.py``); comparison: baselines, subject, percent_of (``baselines.py``); condition
  (``condition.py``); system (``system.py``).

``benchclaims.assemble`` runs them over the sentences of a document and turns each mention
into a ``Claim``; ``Claim.rules`` lists the rules that decided it, so an extraction explains itself.
"""
