FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["npm", "start"]
