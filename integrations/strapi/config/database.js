// The local PostgreSQL (trust auth in CI); the database is created by scripts/strapi-test.sh.
module.exports = ({ env }) => ({
  connection: {
    client: 'postgres',
    connection: {
      host: env('STRAPI_DB_HOST', '127.0.0.1'),
      port: env.int('STRAPI_DB_PORT', 5432),
      database: env('STRAPI_DB_NAME', 'lipi_strapi_test'),
      user: env('STRAPI_DB_USER', 'postgres'),
      password: env('STRAPI_DB_PASSWORD', ''),
    },
  },
});
