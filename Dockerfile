# syntax=docker/dockerfile:1

# Build stage: install everything, build the SPA (prerendered public screens, precompressed), then
# drop dev dependencies. Chromium renders the public screens at build time (scripts/prerender.ts);
# it stays in this stage, the runtime image has none.
FROM node:24-slim AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends chromium \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: the server runs its TypeScript directly (Node 24 strips types), as a non-root user.
FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DIST_DIR=/app/dist
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/openapi ./openapi
COPY --from=build --chown=node:node /app/dist ./dist
USER node
EXPOSE 3000
# No stub backend in production unless STUB_BACKEND=on is set explicitly: the image needs BACKEND_URL.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The young generation capped: under load it grew the server past 300 MB (server/edge/node-flags.ts).
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "server/index.ts"]
