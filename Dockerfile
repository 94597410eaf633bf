# Fjord's container image: the built server bundle and web app on Node 20 (Debian 12, as CI).
# Build from the repository root: docker build -t fjord .  (deploy/compose.yaml does it for you)
# Configuration is environment variables only (README's table; docs/operations.md, "Several processes and deployment").

# The build: every dependency (the TypeScript compiler, Vite, esbuild), then npm run build.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Playwright is a dev dependency of the e2e workspace; the image never runs a browser.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# The server's production dependencies only: the bundle holds the server and most packages, and loads
# PGlite, argon2 and the PDF renderer from node_modules (packages/server/src/build-bundle.ts).
FROM node:20-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @fjord/server --no-audit --no-fund

# What runs: the bundle and the files the server reads at run time, found from packages/server (server-root.ts).
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=false
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist/bundle packages/server/dist/bundle
COPY --from=build /app/packages/server/dist/initial-database packages/server/dist/initial-database
COPY --from=build /app/packages/server/drizzle packages/server/drizzle
COPY --from=build /app/packages/server/reference-data packages/server/reference-data
COPY --from=build /app/packages/server/standards packages/server/standards
COPY --from=build /app/packages/server/assets packages/server/assets
# Its content is part of the migrations' hash (db/migrate.ts), so the server reads the source at start.
COPY --from=build /app/packages/server/src/db/migrate.ts packages/server/src/db/migrate.ts
COPY --from=build /app/packages/web/dist packages/web/dist
# The embedded database's directory (without DATABASE_URL), writable by the unprivileged user only.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Readiness (/readyz): the database answers and the migrations are applied. Node's fetch: the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops gracefully on SIGTERM (what docker stop sends).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "packages/server/dist/bundle/main.mjs"]
