"""The rules of extraction: small named functions in ordered registries.

``detect`` finds mentions (numbers with units, hardware) in a sentence; ``filters`` drops the
mentions that are not claims; ``attributes`` fills in what each number means. Every record lists
the names of the rules that produced it (``Claim.rules``), so an extraction explains itself.
"""
