import { Popover, Text } from "@mantine/core";
import { useLayoutEffect, useRef, useState } from "react";
import { InfoButton } from "./info-button.tsx";

/**
 * An explanation behind an ⓘ button: a click opens and closes it, as does a click elsewhere;
 * Escape closes it too, the focus staying on the button (the explanation has nothing to focus).
 * It mounts open, with the focus on its button, when the click that asked for it came before its
 * code (balance-card.tsx).
 */
export function InfoPopover({ label, children }: { label: string; children: string }) {
  const [opened, setOpened] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  // At commit, before anything else runs: the button clicked was the plain one, now gone.
  useLayoutEffect(() => button.current?.focus(), []);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={280}
      position="bottom-start"
      withArrow
      shadow="md"
      returnFocus
    >
      <Popover.Target>
        <InfoButton
          ref={button}
          label={label}
          onClick={() => setOpened((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpened(false);
          }}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{children}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
