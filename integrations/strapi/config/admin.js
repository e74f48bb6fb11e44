// Test-only secrets: this Strapi listens on loopback for the test suite and holds no real data.
module.exports = () => ({
  serveAdminPanel: false,
  auth: { secret: 'lipi-test-admin-secret' },
  apiToken: { salt: 'lipi-test-api-token-salt' },
  transfer: { token: { salt: 'lipi-test-transfer-salt' } },
  secrets: { encryptionKey: 'lipi-test-encryption-key-32-chars!!' },
});
