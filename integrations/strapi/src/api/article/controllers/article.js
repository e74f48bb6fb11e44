module.exports = require('@strapi/strapi').factories.createCoreController('api::article.article');
