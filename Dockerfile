# The production image: the compiled server and the built web app on Node, run as a non-root
# user, with production dependencies only. Build: docker build -t entertainment-guide .
# Run with compose.yaml (two instances, PostgreSQL, Redis and a proxy) or on its own:
#   docker run -p 8080:8080 -v guide-data:/data entertainment-guide   (embedded database)

# 1. Everything needed to build: all dependencies, then the web app and the server bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Only what the server needs at run time (and its command-line tools).
FROM node:20-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --omit=dev --workspace server --workspace common --no-audit --no-fund

# 3. The image.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    # glibc returns freed large blocks at once (see scripts/start.mjs).
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY common common
COPY server/package.json server/tsconfig.json server/
COPY server/migrations server/migrations
# The sources stay for `npm run admin` and `npm run import-games`, which run them with tsx.
COPY server/src server/src
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# Ready means the database answers (GET /readyz); a container whose database is away reports unhealthy.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The options of scripts/ensure-built.mjs (serverNodeOptions): small young-generation semi-spaces keep memory down.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "server/dist/main.js"]
