import type { TopicDto } from "./dto";

/** A topic as a picker option, named in the interface language. */
export const topicOption = (language: string) => (topic: TopicDto) => ({
  value: topic.id,
  label: language === "da" ? topic.nameDa : topic.nameEn,
});
