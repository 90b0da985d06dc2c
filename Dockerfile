# Praktijkportaal: build on Node 24, then run the compiled server with production dependencies
# only, as an unprivileged user (decisions 047, 102; docs/OPERATIONS.md).

# The official image. `npm run test:image` builds on a stand-in assembled from Debian's and the
# npm registry's packages where no image registry can be reached (scripts/image/).
ARG BASE_IMAGE=node:24-bookworm-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /src
# Dependencies first, so a change of sources does not reinstall them.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and the server with its commands (scripts/build-if-stale.mjs), then the folder the
# portal runs from: the builds (apps/server/dist holds server.mjs, the PDF worker threads'
# pdf-worker.mjs and the backup, restore and mail-check commands), migrations, fonts,
# `npm ci --omit=dev` and its SBOM, sbom.cdx.json (scripts/assemble-runtime.mjs, proven by
# `npm run test:runtime`).
RUN npm run build && node scripts/assemble-runtime.mjs /app

FROM ${BASE_IMAGE}
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
# podman keeps it only in the docker format (`podman build --format docker`).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# OCI labels: what this is and where it came from. The SBOM of its npm packages is
# /app/sbom.cdx.json (README, "Container"). `npm run test:image` passes the checkout's values.
ARG VERSION=0.0.0
ARG REVISION=unknown
ARG SOURCE=""
ARG LICENSES=NOASSERTION
LABEL org.opencontainers.image.title="Praktijkportaal" \
      org.opencontainers.image.description="Customer portal for veterinary practices (Dutch)" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="${LICENSES}"
CMD ["node", "--enable-source-maps", "apps/server/dist/server.mjs"]
