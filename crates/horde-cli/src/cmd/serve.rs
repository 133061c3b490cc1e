use super::CmdResult;
use horde_rules::Registry;
use horde_server::{Catalog, Config, Database, ServeArgs};
use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Address to listen on; port 0 picks a free one.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Where every match is kept: a SQLite file (created if missing), or a
    /// PostgreSQL server as postgres://USER:PASSWORD@HOST:PORT/DATABASE.
    /// Unfinished matches resume from it when the server starts.
    #[arg(long, alias = "db", default_value = "horde.db")]
    database: Database,
    /// Milliseconds a bot waits before acting, so people can follow.
    #[arg(long, default_value_t = 400)]
    bot_delay_ms: u64,
    #[command(flatten)]
    limits: ServeArgs,
}

pub fn run<R: Registry>(args: &Args) -> CmdResult {
    horde_server::init_logging(args.limits.log.as_deref())?;
    let config = Config {
        addr: args.addr,
        database: args.database.clone(),
        catalog: Catalog::of::<R>(),
        bot_delay: Duration::from_millis(args.bot_delay_ms),
        limits: args.limits.limits(),
        allowed_hosts: args.limits.allow_hosts.clone(),
    };
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start the async runtime: {e}"))?;
    runtime.block_on(async {
        let server = horde_server::start(config).await.map_err(|e| e.to_string())?;
        println!("Horde is ready: open http://{}/ in a browser", server.addr());
        if server.resumed() > 0 {
            println!("{} unfinished match(es) resumed from {}", server.resumed(), args.database);
        }
        println!("Press Ctrl-C to stop; every accepted action is already saved.");
        let _ = tokio::signal::ctrl_c().await;
        server.stop().await;
        Ok(ExitCode::SUCCESS)
    })
}
