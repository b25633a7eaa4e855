import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { solveArithmeticQuestion } from '@cuepoint/domain/content/captcha-question';

/** A random client address, so each test has its own rate-limit budget. */
export function testIp(): string {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

/** Loads a question from `path` and answers it the way a person would (tests only). */
export async function solvedCaptcha(app: FastifyInstance, path: string, remoteAddress = testIp()) {
  const response = await app.inject({ url: `/api/v14${path}`, remoteAddress });
  const { captcha, token } = response.json() as { captcha: string; token: string };
  const answer = solveArithmeticQuestion(captcha);
  if (answer === undefined) throw new Error(`unsolvable captcha: ${captcha}`);
  return { captcha: answer, token, question: captcha };
}
