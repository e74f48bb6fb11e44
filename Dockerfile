# syntax=docker/dockerfile:1
# Lipi's production image. It runs exactly what `npm start` runs: `npm run build` (web, then
# server), then `node apps/server/dist/main.js`; the two-instance test in .ci/run starts the same
# built output. docs/operations.md describes settings, volumes and the compose file.

# --- build: every dependency, then the dashboard and the compiled server ---------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/engine/package.json packages/engine/
COPY packages/snippet/package.json packages/snippet/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies and the built files only, as a non-root user -------------
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/engine/package.json packages/engine/
COPY packages/snippet/package.json packages/snippet/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The bundle (Lipi's own packages inside it), its source map and prebuilt snippet; the migrations
# it applies on start; the dashboard it serves at /.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Docker stops with SIGTERM; Lipi then drains within SHUTDOWN_TIMEOUT_SECONDS (default 20 s), so
# give it more than that (`docker stop -t 30`, compose's stop_grace_period).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
