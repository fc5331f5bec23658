# Maya in a container: the compiled server (node dist/server/main.js), production dependencies only,
# running as the unprivileged `node` user. See README "Deploy" and docs/decisions/009-production-build.md.
# NOTE: not built on the development machine (no access to base images there); keep it in step with
# scripts/build.mjs and package.json by hand, and tests/build/dockerfile.test.ts checks its shape.

# 1. Build: every dependency, then the client (Vite) and the server (esbuild) into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only: what the server bundle imports at run time.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. Run: no compiler, no dev dependencies, no sources.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# Migrations are applied at start-up from drizzle/, found next to package.json.
COPY drizzle ./drizzle
# PGlite's folder, for a single instance without DATABASE_URL; several instances need PostgreSQL.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
