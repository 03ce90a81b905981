import { documentEndpoints } from "@portal/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api/client.ts";
import { saveBlob } from "../../../lib/download.ts";

/** documentEndpoints.noticeDocument (part 2 §2.9): one e-notice the member was sent, as a PDF. */
export function fetchNoticeDocument(noticeId: number): Promise<Blob> {
  return call(documentEndpoints.noticeDocument, { params: { noticeId } });
}

/** Downloads one notice and saves it as a file. */
export function useDownloadNotice() {
  return useMutation({
    mutationFn: async ({ noticeId, sentOn }: { noticeId: number; sentOn: string }) => {
      saveBlob(await fetchNoticeDocument(noticeId), `notice-${sentOn}-${noticeId}.pdf`);
    },
  });
}
