"""Printable rosters: reportlab PDFs laid out from what the services return.

Nothing here queries or knows the database; ``warclan.services.ragnarok.rosters`` gathers the data.
``output`` (options, the result, the atomic write) imports no reportlab, so the command line
can register its commands without paying for reportlab until a roster is asked for.
"""
