import {
  authenticateRequest,
  authenticateResponse,
  changePinRequest,
  errorResponse,
  forgotPinRequest,
  forgotPinResponse,
  loginInfo,
  sendOtpRequest,
  sendOtpResponse,
  verifyOtpRequest,
} from "@portal/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthDeps, RequestMeta } from "./auth.service.ts";
import * as auth from "./auth.service.ts";
import { clearSessionCookie, requireSession, sessionOf, setSessionCookie } from "./session.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  410: errorResponse,
  423: errorResponse,
  429: errorResponse,
};
const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers["user-agent"] });

export function authRoutes(deps: AuthDeps, secureCookie: boolean): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/auth/authenticateMFA",
      {
        schema: {
          tags: ["auth"],
          summary: "First login step: ID number or login id, and the PIN (base64)",
          body: authenticateRequest,
          response: { 200: authenticateResponse, ...errors },
        },
      },
      async (req, reply) => {
        const { token, response } = await auth.authenticate(deps, req.body, meta(req));
        setSessionCookie(reply, token, secureCookie);
        return response;
      },
    );

    app.post(
      "/auth/activateMFA",
      {
        schema: {
          tags: ["auth"],
          summary: "Send or resend the 6-digit OTP on SMS or e-mail",
          body: sendOtpRequest,
          response: { 200: sendOtpResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req, "PIN_VERIFIED");
        return auth.sendOtp(deps, session, "MEMBER", req.body.channel, req.body.resendOTP);
      },
    );

    app.post(
      "/auth/verifyMFA",
      {
        schema: {
          tags: ["auth"],
          summary: "Second step: the OTP; rotates the session token",
          body: verifyOtpRequest,
          response: { 200: loginInfo, ...errors },
        },
      },
      async (req, reply) => {
        const session = await requireSession(deps, req, "PIN_VERIFIED");
        const { token, info } = await auth.verifyOtp(deps, session, req.body.passCode, meta(req));
        setSessionCookie(reply, token, secureCookie);
        return info;
      },
    );

    app.get(
      "/auth/session",
      {
        schema: {
          tags: ["auth"],
          summary: "The login info of the current session",
          response: { 200: loginInfo, ...errors },
        },
      },
      async (req) => auth.loginInfoOf(deps, await requireSession(deps, req)),
    );

    app.post(
      "/auth/acceptTerms",
      {
        schema: {
          tags: ["auth"],
          summary: "The member agreed to the terms and conditions",
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await auth.acceptTerms(deps, await requireSession(deps, req));
        return reply.code(204).send(null);
      },
    );

    app.post(
      "/auth/logout",
      { schema: { tags: ["auth"], summary: "Ends the session", response: { 204: z.null() } } },
      async (req, reply) => {
        const session = await sessionOf(deps, req);
        if (session) await auth.logout(deps, session);
        clearSessionCookie(reply, secureCookie);
        return reply.code(204).send(null);
      },
    );

    for (const [path, firstTime] of [
      ["/auth/chgPwd", true],
      ["/auth/changepin", false],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            tags: ["auth"],
            summary: firstTime ? "First-time login: replace the current PIN" : "Change the PIN",
            body: changePinRequest,
            response: { 204: z.null(), ...errors },
          },
        },
        async (req, reply) => {
          await auth.changePin(deps, await requireSession(deps, req), req.body, firstTime);
          return reply.code(204).send(null);
        },
      );
    }

    app.post(
      "/auth/forgotPin",
      {
        schema: {
          tags: ["auth"],
          summary: "Forgot PIN: ID number, date of birth and scheme must all match",
          body: forgotPinRequest,
          response: { 200: forgotPinResponse, ...errors },
        },
      },
      async (req, reply) => {
        const { token, response } = await auth.startForgotPin(deps, req.body, meta(req));
        setSessionCookie(reply, token, secureCookie);
        return response;
      },
    );

    app.post(
      "/auth/forgotPin/activateMFA",
      {
        schema: {
          tags: ["auth"],
          summary: "Forgot PIN: send the OTP",
          body: sendOtpRequest,
          response: { 200: sendOtpResponse, ...errors },
        },
      },
      async (req) => {
        const session = await requireSession(deps, req, "PIN_VERIFIED");
        return auth.sendOtp(deps, session, "FORGOT_PIN", req.body.channel, req.body.resendOTP);
      },
    );

    app.post(
      "/auth/forgotPin/verifyMFA",
      {
        schema: {
          tags: ["auth"],
          summary: "Forgot PIN: the OTP; a new PIN goes by e-mail or post",
          body: verifyOtpRequest,
          response: { 200: z.object({ delivery: z.enum(["EMAIL", "POST"]) }), ...errors },
        },
      },
      async (req, reply) => {
        const session = await requireSession(deps, req, "PIN_VERIFIED");
        const result = await auth.finishForgotPin(deps, session, req.body.passCode);
        clearSessionCookie(reply, secureCookie);
        return result;
      },
    );
  };
}
