module.exports = require('@strapi/strapi').factories.createCoreService('api::homepage.homepage');
