import type { SingleQuestion } from "~/server/content/types";

export const paper1Botany: SingleQuestion[] = [];
