CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"fields" jsonb NOT NULL,
	CONSTRAINT "content_translations_kind_slug_lang_pk" PRIMARY KEY("kind","slug","lang")
);
