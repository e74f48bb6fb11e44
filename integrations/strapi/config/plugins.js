module.exports = () => ({
  'users-permissions': { config: { jwtSecret: 'lipi-test-jwt-secret' } },
});
