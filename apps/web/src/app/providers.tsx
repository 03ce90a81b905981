import { MantineProvider } from "@mantine/core";
import { useNotifications } from "@mantine/notifications";
import { setNonce } from "get-nonce";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { withPageStyles } from "./mantine-styles.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

/**
 * The toast host and its stylesheets. A load that fails (the server unreachable) is not kept: the
 * next toast asks again.
 */
let toastHost: Promise<ComponentType> | null = null;
function loadToastHost(): Promise<ComponentType> {
  toastHost ??= withPageStyles(() => import("./toast-host.tsx")).then(({ ToastHost }) => ToastHost);
  toastHost.catch(() => {
    toastHost = null;
  });
  return toastHost;
}

/**
 * Where toasts appear, mounted with the first toast: most first visits show none, so the host's
 * code (its transitions, 8 KB compressed) and stylesheets are not part of a first load (issue 17).
 * A toast shown before the host loads waits in the store and appears when it does. When the host
 * cannot load, the page stays as it is (a failed lazy component would take the whole app down)
 * and the toasts wait for the next one.
 */
export function Toasts({ load = loadToastHost }: { load?: () => Promise<ComponentType> }) {
  const { notifications, queue } = useNotifications();
  const [Host, setHost] = useState<ComponentType | null>(null);
  // Each toast asked changes the store's lists (one asked again replaces the one it repeats).
  useEffect(() => {
    if (Host || notifications.length + queue.length === 0) return;
    let current = true;
    load().then(
      (loaded) => {
        if (current) setHost(() => loaded);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [Host, notifications, queue, load]);
  return Host ? <Host /> : null;
}

/**
 * The page's CSP nonce, which the server writes into the csp-nonce meta tag of each page it sends:
 * the <style> elements of Mantine and of the dialogs' scroll lock (react-remove-scroll, through
 * get-nonce) carry it, or the browser would not apply them. The browser hides the attribute's
 * value from the page's CSS; the element's `nonce` property still has it.
 */
function styleNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "";
}
setNonce(styleNonce());

interface ProvidersProps {
  children: ReactNode;
  /** Mantine's test environment turns off transitions and portals. */
  env?: "default" | "test";
}

/** What every page is drawn in, a visitor's first page too: the theme and the toasts. */
export function Providers({ children, env = "default" }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={styleNonce}
      env={env}
    >
      <Toasts />
      {children}
    </MantineProvider>
  );
}
