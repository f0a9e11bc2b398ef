import { useEffect, useState } from "react";
import type { ChatData } from "../../../content/chat-data-shape.ts";
import { loadChatData } from "./load-chat-data.ts";

/** The chat's knowledge index and words, fetched when the panel mounts; `retry` fetches them again after a failure. */
export function useChatData() {
  const [data, setData] = useState<ChatData>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFailed(false);
    loadChatData().then(
      (loaded) => current && setData(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return { data, failed, retry: () => setAttempt((n) => n + 1) };
}
