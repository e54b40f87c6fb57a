from warclan.cli.main import run

run()
