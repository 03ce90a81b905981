import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { formatShortDate, hkClockTime, hkDateOf } from "@portal/domain";
import { PageLoader } from "../../components/page-loader.tsx";
import { ScrollTable } from "../../components/scroll-table.tsx";
import { useTranslation } from "../../lib/use-translation.tsx";
import { useOutbox } from "./api/outbox.ts";

/** DD/MM/YYYY HH:mm:ss in Hong Kong time. */
function hkDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${formatShortDate(hkDateOf(instant))} ${hkClockTime(instant)}`;
}

/** /dev/outbox, demo mode only: the SMS and e-mail the demo server kept instead of sending. */
export function OutboxPage() {
  const { t } = useTranslation("dev");
  const outbox = useOutbox();
  const channelLabel = (channel: string) =>
    channel === "SMS"
      ? t("outbox.sms")
      : channel === "EMAIL"
        ? t("outbox.email")
        : channel === "POST"
          ? t("outbox.post")
          : channel;
  return (
    <Stack gap="lg" py="xl">
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="sm">
            <Title order={1}>{t("outbox.title")}</Title>
            <Badge color="navy.9" variant="filled">
              Demo
            </Badge>
          </Group>
          <Text mt="sm" maw={720}>
            {t("outbox.intro")}
          </Text>
        </div>
        <Button variant="outline" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t("outbox.refresh")}
        </Button>
      </Group>
      {outbox.isPending ? (
        <PageLoader />
      ) : outbox.isError ? (
        <Alert color="red.8" variant="outline" role="alert">
          {t("outbox.loadError")}
        </Alert>
      ) : outbox.data.length === 0 ? (
        <Text role="status">{t("outbox.empty")}</Text>
      ) : (
        // The shared scroll box: named and keyboard-focusable while the table is wider than a phone.
        <ScrollTable minWidth={640} caption={t("outbox.caption")} hint={t("outbox.scrollHint")}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("outbox.to")}</Table.Th>
                <Table.Th scope="col">{t("outbox.channel")}</Table.Th>
                <Table.Th scope="col">{t("outbox.subject")}</Table.Th>
                <Table.Th scope="col">{t("outbox.otp")}</Table.Th>
                <Table.Th scope="col">{t("outbox.sentAt")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.map((message) => (
                <Table.Tr key={`${message.sentAt}-${message.channel}-${message.to}`}>
                  <Table.Td>{message.to}</Table.Td>
                  <Table.Td>{channelLabel(message.channel)}</Table.Td>
                  <Table.Td>{message.subject ?? t("outbox.none")}</Table.Td>
                  <Table.Td ff="monospace" fw={700} fz="lg">
                    {message.otp ?? t("outbox.none")}
                  </Table.Td>
                  <Table.Td>{hkDateTime(message.sentAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
