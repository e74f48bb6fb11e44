module.exports = ({ env }) => ({
  host: env('STRAPI_HOST', '127.0.0.1'),
  port: env.int('STRAPI_PORT', 1337),
  app: { keys: ['lipi-test-key-a', 'lipi-test-key-b'] },
});
