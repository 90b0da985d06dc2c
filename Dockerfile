# Praktijkportaal: build on Node 24, then run the compiled server with production dependencies
# only, as an unprivileged user (decision 047; docs/OPERATIONS.md).

FROM node:24-bookworm-slim AS build
WORKDIR /src
# Dependencies first, so a change of sources does not reinstall them.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and the server (scripts/build-if-stale.mjs), then the folder the portal runs from:
# the builds (apps/server/dist holds server.mjs and the PDF worker threads' pdf-worker.mjs),
# migrations, fonts and `npm ci --omit=dev` (scripts/assemble-runtime.mjs, proven by
# `npm run test:runtime`).
RUN npm run build && node scripts/assemble-runtime.mjs /app

FROM node:24-bookworm-slim
# NODE_OPTIONS caps V8's heap so an instance stays within the 512 MB it is given, whatever the
# host's memory (decision 059); `npm start` passes the same flags (package.json).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=16"
WORKDIR /app
COPY --from=build /app /app
# The code belongs to root and cannot be changed by the portal; only /data is its own.
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready once migrations ran and the first Admin exists; 503 until then and while shutting down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.mjs"]
