# syntax=docker/dockerfile:1
# One image for every role: ROLE=api serves HTTP, ROLE=worker runs the jobs, ROLE=all (the
# default) does both. compose.yaml runs it as N API and M worker containers;
# docs/running-at-scale.md explains the layout.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# the manifests first: a change to the code does not reinstall the dependencies
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/media/package.json packages/media/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
# the web app and the compiled server (apps/server/dist); the pre-rendered pages get their origin
# (PUBLIC_SITE_URL) when served, so one image serves any origin
RUN npm run build && npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
# no Debian ffmpeg: the engines run the static build that npm installed (node_modules), which
# starts in a few ms where Debian's 5.1 loads some 200 shared libraries at each of the dozens of
# ffmpeg and ffprobe runs a storyboard makes (20-25 % of a render's time, issue #38)
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server ./apps/server
# `docker compose exec api npm run admin -- grant <email> admin` runs the compiled command
COPY --from=build /app/scripts/admin.mjs ./scripts/
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Apertium with the English-Spanish pair: offline translation of videos (add pairs with
# --build-arg APERTIUM_PAIRS="apertium-eng-spa apertium-es-pt …"; docs/product.md lists them)
ARG APERTIUM_PAIRS="apertium-eng-spa"
RUN apt-get update \
 && apt-get install -y --no-install-recommends apertium ${APERTIUM_PAIRS} \
 && rm -rf /var/lib/apt/lists/*
# only the embedded setup (no DATABASE_URL, local storage) writes here; mount a volume for it
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# for ROLE=api and ROLE=all; a worker serves no HTTP, so compose.yaml turns this off for workers
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 (not npm), so SIGTERM reaches the server's graceful shutdown
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
