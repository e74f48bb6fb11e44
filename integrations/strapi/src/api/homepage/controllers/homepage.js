module.exports = require('@strapi/strapi').factories.createCoreController('api::homepage.homepage');
