// Bootstrap of the test Strapi: the `hi` locale, a full-access API token (its key is shown only at
// creation, so it is written to .lipi-token for the test run) and a webhook to Lipi when asked.
const fs = require('node:fs');
const path = require('node:path');

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    const locales = strapi.plugin('i18n').service('locales');
    const existing = await locales.find();
    if (!existing.some((l) => l.code === 'hi')) await locales.create({ code: 'hi', name: 'Hindi (hi)' });

    const tokens = strapi.service('admin::api-token');
    const name = 'lipi-test';
    const old = await strapi.db.query('admin::api-token').findOne({ where: { name } });
    if (old) await tokens.revoke(old.id);
    const token = await tokens.create({ name, type: 'full-access', lifespan: null, description: 'Lipi tests' });
    fs.writeFileSync(path.join(__dirname, '..', '.lipi-token'), token.accessKey);
  },
};
