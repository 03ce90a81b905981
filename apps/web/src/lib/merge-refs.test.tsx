import { ScrollArea } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { createRef, useRef } from "react";
import { describe, expect, it } from "vitest";
import { Providers } from "../app/providers.tsx";
import { useMergeRefs } from "./merge-refs.ts";

describe("useMergeRefs (floating-ui's, for Mantine's ScrollArea)", () => {
  it("sets every ref given, an object and a callback, and clears them when the element goes", () => {
    const object = createRef<HTMLDivElement>();
    const seen: (HTMLDivElement | null)[] = [];
    function Box() {
      const ref = useMergeRefs<HTMLDivElement>([
        object,
        (node) => {
          seen.push(node);
        },
        undefined,
      ]);
      return <div ref={ref}>box</div>;
    }
    const view = render(<Box />);
    const box = screen.getByText("box");
    expect(object.current).toBe(box);
    expect(seen).toEqual([box]);
    view.unmount();
    expect(object.current).toBeNull();
    expect(seen).toEqual([box, null]);
  });

  it("leaves Mantine's ScrollArea handing its viewport to its refs (the build gives it this hook)", () => {
    let viewport: HTMLDivElement | null = null;
    function Scrolling() {
      const ref = useRef<HTMLDivElement>(null);
      return (
        <ScrollArea
          h={50}
          viewportRef={(node) => {
            viewport = node;
            ref.current = node;
          }}
        >
          <p>content</p>
        </ScrollArea>
      );
    }
    render(
      <Providers env="test">
        <Scrolling />
      </Providers>,
    );
    expect(viewport).not.toBeNull();
    expect((viewport as unknown as HTMLDivElement).contains(screen.getByText("content"))).toBe(true);
  });
});
