import type { FastifyRequest } from "fastify";
import type { Handlers } from "../../http/handlers.ts";
import type { AuthDeps, RequestMeta } from "./auth.service.ts";
import * as auth from "./auth.service.ts";
import { clearSessionCookie, rotateToken, setSessionCookie, staffSessionOf } from "./session.ts";

const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers["user-agent"] });

/** The login, OTP and PIN calls of part 1 §7. */
export function authRoutes(
  deps: AuthDeps,
): Handlers<
  | "authenticateMfa"
  | "activateMfa"
  | "verifyMfa"
  | "session"
  | "acceptTerms"
  | "logout"
  | "chgPwd"
  | "changePin"
  | "forgotPin"
  | "forgotPinActivateMfa"
  | "forgotPinVerifyMfa"
> {
  return {
    authenticateMfa: async ({ body, req, reply }) => {
      const { token, response } = await auth.authenticate(deps, body, meta(req));
      setSessionCookie(reply, token, deps);
      return response;
    },
    activateMfa: ({ caller, body }) =>
      auth.sendOtp(deps, caller.session, "MEMBER", body.channel, body.resendOTP),
    verifyMfa: async ({ caller, body, req, reply }) => {
      const { token, info } = await auth.verifyOtp(deps, caller.session, body.passCode, meta(req));
      setSessionCookie(reply, token, deps);
      return info;
    },
    session: ({ caller }) => auth.loginInfoOf(deps, caller.session),
    acceptTerms: async ({ caller }) => {
      await auth.acceptTerms(deps, caller.session);
      return undefined;
    },
    logout: async ({ caller, req, reply }) => {
      if (caller) await auth.logout(deps, caller.session, meta(req));
      else {
        // A staff user signed in who has not chosen a member yet.
        const staff = await staffSessionOf(deps, req);
        if (staff) await auth.endStaffSession(deps, staff, meta(req));
      }
      clearSessionCookie(reply, deps);
      return undefined;
    },
    chgPwd: async ({ caller, body, req, reply }) => {
      await auth.changePin(deps, caller, body, true);
      await rotateToken(deps, req, reply, caller.session);
      return undefined;
    },
    changePin: async ({ caller, body, req, reply }) => {
      await auth.changePin(deps, caller, body, false);
      await rotateToken(deps, req, reply, caller.session);
      return undefined;
    },
    forgotPin: async ({ body, req, reply }) => {
      const { token, response } = await auth.startForgotPin(deps, body, meta(req));
      setSessionCookie(reply, token, deps);
      return response;
    },
    forgotPinActivateMfa: ({ caller, body }) =>
      auth.sendOtp(deps, caller.session, "FORGOT_PIN", body.channel, body.resendOTP),
    forgotPinVerifyMfa: async ({ caller, body, req, reply }) => {
      const result = await auth.finishForgotPin(deps, caller.session, body.passCode, meta(req));
      clearSessionCookie(reply, deps);
      return result;
    },
  };
}
