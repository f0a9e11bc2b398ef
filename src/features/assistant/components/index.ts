/** The assistant's React components, their one entry (docs/decisions/0541): the chat launcher every page draws. */
export { ChatLauncher } from "./chat-launcher.tsx";
