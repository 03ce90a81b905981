/*
 * Mantine's stylesheets for the components the first page does not draw (a form's inputs, menus,
 * dialogs, tables, the toasts): loaded with the first page, navigation or toast that draws them,
 * by withPageStyles (mantine-styles.ts, which says why and in what order), and named by the server
 * in the first page it sends when that is not the landing page.
 */
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/CheckboxIndicator.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Breadcrumbs.layer.css";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/Code.layer.css";
import "@mantine/core/styles/Fieldset.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "@mantine/core/styles/Tabs.layer.css";
import "@mantine/notifications/styles.layer.css";
