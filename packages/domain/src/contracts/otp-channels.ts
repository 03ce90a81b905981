// No zod here: the web app's session store checks what it kept without the contract's schemas (issue 17).

/** Where a one-time password can be sent. */
export const OTP_CHANNELS = ["SMS", "EMAIL"] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** A channel offered for the one-time password, its address masked (part 1 §5). */
export interface MaskedFactor {
  channel: OtpChannel;
  masked: string;
}

export function isOtpChannel(value: unknown): value is OtpChannel {
  return value === "SMS" || value === "EMAIL";
}
