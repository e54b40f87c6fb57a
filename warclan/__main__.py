from warclan.cli.main import main

raise SystemExit(main())
