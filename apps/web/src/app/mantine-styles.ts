/*
 * Mantine's stylesheets for what the first page draws: the base (reset, CSS variables, global) and
 * the components of the frame and the landing page, one stylesheet per component instead of the
 * whole bundle (the full styles.css is 295 KB). The other components' stylesheets load with the
 * first part of the app that draws them (a page, the member navigation, the toasts): see
 * withPageStyles. A visitor's landing page so loads 7 KB of them instead of 16 (issue 17).
 *
 * All of them are the `.layer.css` versions, in the `mantine` cascade layer: the portal's own
 * stylesheets (not in a layer) win over Mantine's whatever the order the browser received them
 * in, so a page's stylesheets loaded after the frame's, or Mantine's after the portal's, change
 * nothing (decision 008). Within the layer the order still matters, as rules of equal weight
 * override earlier ones (UnstyledButton's reset before Button's look): each list follows Mantine's
 * bundle, and a component's parts (what it draws with other components) are in the same list
 * before it or in this one. `mantine-styles.test.ts` fails when a component the first page draws
 * has no stylesheet here, when any other has none in either list, or when an order is wrong.
 */
import { retryFailedStylesheets } from "./stylesheet-retry.ts";
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Divider.layer.css";
import "@mantine/core/styles/Grid.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Title.layer.css";

/**
 * Loads what `load` loads with the stylesheets of every other component the portal draws
 * (mantine-page-styles.ts), asked for first: their link goes in before the part's own stylesheets
 * (@mantine/dates' on some pages). Stylesheets an earlier load could not get are asked for again
 * (stylesheet-retry.ts).
 */
export function withPageStyles<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([import("./mantine-page-styles.ts"), load(), retryFailedStylesheets()]).then(
    ([, loaded]) => loaded,
  );
}
