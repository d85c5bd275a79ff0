"""The ``dn-pipeline`` command, the wiring from Settings (app) and the offline demo."""
