CREATE TABLE "index_levels" (
	"index_name" text NOT NULL,
	"level_date" date NOT NULL,
	"level" numeric(18, 6) NOT NULL,
	CONSTRAINT "index_levels_index_name_level_date_pk" PRIMARY KEY("index_name","level_date")
);
