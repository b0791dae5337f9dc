import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDockerfile } from './dockerfileChecks';

const NODE = 'node:24-bookworm-slim@sha256:' + '6f'.repeat(32);
const NGINX = 'nginxinc/nginx-unprivileged:1.29-alpine@sha256:' + '0c'.repeat(32);

const GOOD = `# syntax=docker/dockerfile:1
ARG NODE_IMAGE=${NODE}
ARG NGINX_IMAGE=${NGINX}
FROM \${NODE_IMAGE} AS build
RUN npm ci \\
 && npm run build
FROM \${NGINX_IMAGE} AS remote
COPY --from=build /app/dist /usr/share/nginx/html
FROM build AS test
FROM --platform=linux/amd64 \${NODE_IMAGE} AS app
`;

function edit(from: string, to: string, source = GOOD): string {
  if (!source.includes(from)) throw new Error(`not in the Dockerfile: ${from}`);
  return source.replace(from, to);
}

describe('checkDockerfile', () => {
  it('passes base images pinned by digest, and stages built on stages', () => {
    expect(checkDockerfile('Dockerfile', GOOD)).toEqual([]);
  });

  it('passes an image whose digest is a marked ARG the build is given', () => {
    const marked = edit(`ARG NODE_IMAGE=${NODE}`, 'ARG NODE_IMAGE_DIGEST\nARG NODE_IMAGE=node:24-bookworm-slim@${NODE_IMAGE_DIGEST}');
    expect(checkDockerfile('Dockerfile', marked)).toEqual([]);
  });

  it('refuses a tag alone, a short or unmarked digest, and an undeclared digest ARG', () => {
    expect(checkDockerfile('Dockerfile', edit(`ARG NGINX_IMAGE=${NGINX}`, 'ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.29-alpine'))).toEqual([
      'Dockerfile: FROM ${NGINX_IMAGE} (nginxinc/nginx-unprivileged:1.29-alpine) is not pinned by digest: write image@sha256:<digest>, or take it from an ARG …_DIGEST',
    ]);
    expect(checkDockerfile('Dockerfile', edit(`ARG NGINX_IMAGE=${NGINX}`, 'ARG NGINX_IMAGE=nginx@sha256:abc123'))).toHaveLength(1);
    expect(checkDockerfile('Dockerfile', edit(`ARG NGINX_IMAGE=${NGINX}`, 'ARG NGINX_IMAGE=nginx@${NGINX_SHA}\nARG NGINX_SHA'))).toHaveLength(1);
    expect(checkDockerfile('Dockerfile', edit(`ARG NGINX_IMAGE=${NGINX}`, 'ARG NGINX_IMAGE=nginx@${NGINX_DIGEST}'))).toHaveLength(1);
    expect(checkDockerfile('Dockerfile', edit('FROM build AS test', 'FROM debian:bookworm AS test'))).toEqual([
      'Dockerfile: FROM debian:bookworm (debian:bookworm) is not pinned by digest: write image@sha256:<digest>, or take it from an ARG …_DIGEST',
    ]);
  });

  it('refuses a Node image older than the current LTS', () => {
    expect(checkDockerfile('Dockerfile', edit(NODE, 'node:20-bookworm-slim@sha256:' + 'ab'.repeat(32)))).toEqual([
      `Dockerfile: FROM node:20-bookworm-slim@sha256:${'ab'.repeat(32)} is Node 20, not the current LTS (24)`,
      `Dockerfile: FROM node:20-bookworm-slim@sha256:${'ab'.repeat(32)} is Node 20, not the current LTS (24)`,
    ]);
  });

  it('passes deploy/Dockerfile itself', () => {
    const file = path.resolve(__dirname, '..', '..', '..', '..', 'deploy', 'Dockerfile');
    expect(checkDockerfile('Dockerfile', readFileSync(file, 'utf8'))).toEqual([]);
  });
});
