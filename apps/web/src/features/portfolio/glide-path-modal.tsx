import { Box, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import classes from "../../components/figures.module.css";
import { WRAPPING_LABEL } from "../../components/wrapping-label.ts";
import type en from "../../locales/en/portfolio.json";

/**
 * Part 2 §9 Lifestyle Strategy glide path: 60% equity / 40% bond at age 50 or below, falling
 * evenly (2 to 3 points a year, whole percentages) to 20% / 80% at 65 and above.
 */
export const GLIDE_PATH: readonly { age: number; equity: number }[] = [
  { age: 50, equity: 60 },
  { age: 51, equity: 57 },
  { age: 52, equity: 55 },
  { age: 53, equity: 52 },
  { age: 54, equity: 49 },
  { age: 55, equity: 47 },
  { age: 56, equity: 44 },
  { age: 57, equity: 41 },
  { age: 58, equity: 39 },
  { age: 59, equity: 36 },
  { age: 60, equity: 33 },
  { age: 61, equity: 31 },
  { age: 62, equity: 28 },
  { age: 63, equity: 25 },
  { age: 64, equity: 23 },
  { age: 65, equity: 20 },
];

const EQUITY_COLOUR = "var(--mantine-color-harbour-7)";
const BOND_COLOUR = "var(--mantine-color-navy-2)";

/** The glide-path modal, offered when the account holds a Lifestyle Strategy fund. */
export function GlidePathModal() {
  const { t } = useFeatureTranslation<typeof en>("portfolio");
  const [opened, setOpened] = useState(false);
  const first = GLIDE_PATH[0]?.age;
  const last = GLIDE_PATH[GLIDE_PATH.length - 1]?.age;
  const ageLabel = (age: number) =>
    age === first
      ? t("glidePath.ageOrBelow", { age })
      : age === last
        ? t("glidePath.ageOrAbove", { age })
        : String(age);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        {...WRAPPING_LABEL}
        py={6}
        style={{ maxWidth: "100%" }}
        onClick={() => setOpened(true)}
      >
        {t("glidePath.open")}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("glidePath.title")}
        size="lg"
        closeButtonProps={{ "aria-label": t("close") }}
      >
        <Stack gap="md">
          <Text size="sm">{t("glidePath.intro")}</Text>
          <Group gap="md" aria-hidden>
            <Group gap={6}>
              <Box w={12} h={12} bg={EQUITY_COLOUR} style={{ borderRadius: 2 }} />
              <Text size="xs">{t("glidePath.equity")}</Text>
            </Group>
            <Group gap={6}>
              <Box w={12} h={12} bg={BOND_COLOUR} style={{ borderRadius: 2 }} />
              <Text size="xs">{t("glidePath.bond")}</Text>
            </Group>
          </Group>
          <Table striped captionSide="top" verticalSpacing={4}>
            <Table.Caption>{t("glidePath.caption")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("glidePath.age")}</Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("glidePath.equity")}
                </Table.Th>
                <Table.Th scope="col" className={classes.num}>
                  {t("glidePath.bond")}
                </Table.Th>
                <Table.Th scope="col" w="40%">
                  {t("glidePath.mix")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {GLIDE_PATH.map(({ age, equity }) => (
                <Table.Tr key={age}>
                  <Table.Th scope="row" fw={500}>
                    {ageLabel(age)}
                  </Table.Th>
                  <Table.Td className={classes.num}>{equity}%</Table.Td>
                  <Table.Td className={classes.num}>{100 - equity}%</Table.Td>
                  <Table.Td>
                    <Box
                      role="img"
                      aria-label={t("glidePath.mixLabel", { equity, bond: 100 - equity })}
                      style={{ display: "flex", height: 10, borderRadius: 2, overflow: "hidden" }}
                    >
                      <Box w={`${equity}%`} bg={EQUITY_COLOUR} />
                      <Box flex={1} bg={BOND_COLOUR} />
                    </Box>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {t("glidePath.note")}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setOpened(false)}>{t("ok")}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
