CREATE TABLE "market_index_prices" (
	"code" varchar(20) NOT NULL,
	"date" date NOT NULL,
	"close" double precision NOT NULL,
	CONSTRAINT "market_index_prices_code_date_pk" PRIMARY KEY("code","date")
);
