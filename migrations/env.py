"""Alembic environment: warclan runs migrations from code with its own connection
(``config.attributes['connection']``); the alembic command line works too, for
writing new revisions against a scratch database (``sqlalchemy.url`` in alembic.ini)."""

from alembic import context
from sqlalchemy import engine_from_config, pool

from warclan.store.models.everything import Base

config = context.config
target_metadata = Base.metadata


def run_with(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    run_with(connection)
else:
    engine = engine_from_config(
        config.get_section(config.config_ini_section, {}),
        prefix="sqlalchemy.",
        poolclass=pool.NullPool,
    )
    with engine.connect() as conn:
        run_with(conn)
