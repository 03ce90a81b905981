import { Notifications } from "@mantine/notifications";
import { TOAST_AUTO_CLOSE_MS } from "../lib/toasts.tsx";

/** Where toasts appear (part 1 §8): top-centre, closing after 4 s, without a progress bar. */
export function ToastHost() {
  return (
    <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} withAutoCloseProgress={false} />
  );
}
